"""Round 1255: a GitHub release checklist (task boxes ticked and open, struck items marked wontfix, a TL;DR, a
`<details>` log excerpt): the docstring's stale `setup` phase and `multiprocessing_context` param, a struck alias sweep
over `data_samplers` and `synthetic_dataset_provider.py`, a struck `num_workers` write and `torch>=2.7` pin,
`num_workers` and `priority=50` that look like switches, a unit test passing `multiprocessing_context="spawn"`, the
`validation_data_loader` neighbour gated on `PRIMUS_MLPERF`, Turbo/DeepEP/TE not needed and one run's versions."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_fifty_fifth_release_checklist_dataloader_mp_context.md"

ID = "megatron.dataloader_mp_context"
SYMBOL = "torch.utils.data.DataLoader.__init__"
FILE = "primus/backends/megatron/patches/dataloader_patch.py"
TITLE = "one-thousand-two-hundred-and-fifty-fifth-round report (a release checklist in a GitHub issue)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            "feature.patch_style": "function_wrapping",
            "feature.port_kind": "drop_in",
            "framework.name": "megatron-lm",
            "upstream.symbols": {SYMBOL},
            # "There are no aliases to chase for this one." (line 49)
            "upstream.aliases": set(),
            "implementation.primus": frozenset({None, "primus.backends.megatron.patches.dataloader_patch.patch_dataloader"}),
            "implementation.primus_file": FILE,
            # "forkserver" ships (lines 15 and 54); any non-null value of the three turns it on (line 54).
            "enable.flags": {
                ("dataloader_mp_context", "forkserver"),
                ("dataloader_mp_context", "spawn"),
                ("dataloader_mp_context", "fork"),
            },
            "enable.env": set(),
            "enable.phase": "before_train",
            # "it writes nothing back into args. No side effects on the config." (line 33)
            "enable.side_effects": set(),
            "requires.packages": {("torch", None)},
            "requires.backend_versions": set(),
            # "The patch asserts nothing." (line 80)
            "constraints": set(),
        },
        required={
            "feature.id": ID,
            "feature.patch_style": "function_wrapping",
            "feature.port_kind": "drop_in",
            "framework.name": "megatron-lm",
            "upstream.sites": {SYMBOL},
            "implementation.primus_file": FILE,
            "enable.flags": {("dataloader_mp_context", "forkserver")},
            "enable.phase": "before_train",
            "requires.packages": {("torch", None)},
        },
        nowhere=(
            "setup",
            "multiprocessing_context",
            "num_workers",
            "priority",
            "PRIMUS_PATCHES",
            "PRIMUS_MLPERF",
            "eval_iters",
            "validation_data_loader",
            "build_pretraining_data_loader",
            "data_samplers",
            "megatron.training.training",
            "synthetic_dataset_provider",
            "set_forkserver_preload",
            "_preload_forkserver_torch",
            "torch.multiprocessing",
            "2.7",
            "6.4.1",
            "3.10",
            "primus_turbo",
            "deep_ep",
            "transformer_engine",
            "dataloader_mp.py",
            "build_train_valid_test_data_iterators",
        ),
        mentioned=(
            SYMBOL,
            "primus/backends/megatron/data/synthetic_dataset_provider.py",
            "torch>=2.7",
            "num_workers",
            "PRIMUS_PATCHES",
            "PRIMUS_MLPERF",
        ),
    ),
}
