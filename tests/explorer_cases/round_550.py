"""Round 550: a MoinMoin wiki page in its raw markup (#format and ## pragmas, = headings =, '''bold''', `monospace`,
{{{#!python}}} blocks, || tables ||, --(struck)--): the Muon wrapper's sites in a code block, the logging patch
beside it, upstream's split-QKV key for contrast, an option checked with ValueError and a supposed config."""

from __future__ import annotations

from .case import Case
from .names import MUON_FILES, MUON_MODULE, MUON_SITES

REPORT = "five_hundred_fiftieth_moinmoin_page_per_head_muon.md"

TITLE = "five-hundred-and-fiftieth-round report (a MoinMoin wiki page)"
PATCH = "megatron.optimizer.per_head_muon"
SUMMARY = "Per-Head Muon (Kimi K3 report §2.5): partition Q/K/V momentum along the head dimension and run Newton-Schulz per head block."
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": PATCH,
            "feature.summary": frozenset({None, SUMMARY}),
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": frozenset({None, "megatron-lm"}),
            "upstream.symbols": MUON_SITES,
            "upstream.aliases": MUON_SITES,
            "implementation.primus_file": frozenset({None, *MUON_FILES}),
            "enable.flags": {("muon_per_head", True), ("optimizer", "muon")},
            "enable.env": set(),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("torch", None), ("megatron-core", None), ("emerging_optimizers", None)},
            "requires.platform": frozenset({None, "any"}),
        },
        required={"feature.id": PATCH, "upstream.symbols": {f"{MUON_MODULE}.get_megatron_muon_optimizer"}, "enable.phase": "before_train"},
        # Upstream's split key; the logging patch's variable; the supposed config's values.
        nowhere=("muon_split_qkv", "PRIMUS_VERBOSE_EMERGING_OPTIMIZERS", "absl", "adam"),
        mentioned=("muon_split_qkv", "muon_per_head"),
    ),
}
