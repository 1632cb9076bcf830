"""Round 146: an incident postmortem in German (Zusammenfassung, Zeitleiste, Ursache, Maßnahmen): a wrapped
`train_step`, an interval read from the YAML or an environment variable while the feature runs, a phase the timeline
gets wrong, and sibling `train_step` wrappers under a bold "Nicht dieser Patch." paragraph."""

from __future__ import annotations

from .case import Case

REPORT = "hundred_forty_sixth_german_postmortem_empty_cache_interval.md"

TITLE = "hundred-and-forty-sixth-round report (a postmortem in German)"
SITE = "megatron.training.training.train_step"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.training.empty_cache_interval.wrap_train_step",
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({None, "function_wrapping", "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {SITE},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/empty_cache_interval_patches.py"}),
            "enable.flags": {("empty_cache_interval", 128)},
            "enable.env": {("PRIMUS_EMPTY_CACHE_INTERVAL", "128")},
            "enable.phase": frozenset({None, "before_train"}),
        },
        required={"feature.id": "megatron.training.empty_cache_interval.wrap_train_step"},
        # The timeline's phase; the siblings' flags and sites.
        nowhere=("build_args", "use_fsdp2_fp8_all_gather", "num_seq_splits", "train_step_seq_split", "torch.cuda.empty_cache"),
        mentioned=(SITE, "PRIMUS_EMPTY_CACHE_INTERVAL", "empty_unused_memory_level"),
    ),
}
