"""Round 1240: an engineer's standup notes over one week, the reading of the patch changing day by day: Monday's
"Also guessing the switch is `training.dataset: c4`" taken back on Thursday, a `before_train` guess, a second site bound
only when its module is loaded, two neighbouring patches, `transformers` not needed, and one run's versions."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_fortieth_standup_notes_mock_hf_dataset.md"

ID = "torchtitan.training.mock_hf_dataset"
TITLE = "one-thousand-two-hundred-and-fortieth-round report (a week of standup notes)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "torchtitan",
            # mock_dataset_patches.py:91-97: datasets.load_dataset, and the text datasets' name where that module is loaded.
            "upstream.symbols": {"datasets.load_dataset"},
            "upstream.aliases": {"torchtitan.hf_datasets.text_datasets.load_dataset"},
            "implementation.primus_file": frozenset({None, "primus/backends/torchtitan/patches/mock_dataset_patches.py"}),
            "enable.flags": {("training.mock_data", True)},
            "enable.phase": "setup",
            "requires.packages": {("datasets", None)},
        },
        required={
            "feature.id": ID,
            "framework.name": "torchtitan",
            "implementation.primus_file": "primus/backends/torchtitan/patches/mock_dataset_patches.py",
            "enable.phase": "setup",
        },
        nowhere=(
            "dcp_consolidate",
            "consolidate_safetensors",
            "wandb",
            "training.dataset",
            "dataset_path",
            "allenai/c4",
            "before_train",
            "transformers",
            "3.6.0",
            "2.8.0",
            "rocm6.4",
            "MI300X",
        ),
        mentioned=("datasets.load_dataset", "training.mock_data"),
    ),
}
