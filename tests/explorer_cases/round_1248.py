"""Round 1248: a change request form (summary block, risk, preconditions, rollout and rollback plans, reviewer
comments): a first "wraps `parse_args`" reading taken back, the sibling `mock_data` patch and its writes, the `split`
knob that switches nothing, a Primus-only PRIMUS_PATCHES gate, three packages not needed, an open question about two
other path fields and one canary run's versions."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_forty_eighth_change_request_data_path_split.md"

ID = "megatron.args.data_path_split"
HANDLER = "primus.backends.megatron.patches.args.data_path_split_patches.patch_data_path_split"
TITLE = "one-thousand-two-hundred-and-forty-eighth-round report (a change request with reviewer comments)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            "feature.summary": frozenset({None, "Split space-separated data paths into lists."}),
            "feature.patch_style": "config_rewrite",
            "framework.name": "megatron-lm",
            # The handler only assigns attributes on backend_args: it rebinds nothing, has no condition= and imports
            # no third-party package, so no site, flag, side effect, package or constraint may be drafted.
            "implementation.primus": frozenset({None, HANDLER}),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/args/data_path_split_patches.py"}),
            "enable.phase": "build_args",
        },
        required={
            "feature.id": ID,
            "feature.summary": "Split space-separated data paths into lists.",
            "feature.patch_style": "config_rewrite",
            "framework.name": "megatron-lm",
            "implementation.primus": HANDLER,
            "implementation.primus_file": "primus/backends/megatron/patches/args/data_path_split_patches.py",
            "enable.phase": "build_args",
        },
        nowhere=(
            "parse_args",
            "function_wrapping",
            "mock_data",
            "NullTokenizer",
            "tokenizer_type",
            "vocab_size",
            "131072",
            "99,1,0",
            "PRIMUS_PATCHES",
            "primus_turbo",
            "transformer_engine",
            "deep_ep",
            "data_args_path",
            "backend_args",
            "core_r0.13.0",
            "2.7.0",
            "6.4",
            "torch",
            "2025.05.3",
        ),
        mentioned=(
            "megatron.training.arguments.parse_args",
            "megatron.args.mock_data",
            "PRIMUS_PATCHES",
            "backend_args",
            "data_args_path",
        ),
    ),
}
