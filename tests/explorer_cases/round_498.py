"""Round 498: a Miro board's items as the REST API returns them (frames titled like sections, sticky notes, texts,
shapes and a card, each with HTML content and a place): a retracted site, a settings list whose value turns the patch
off, a supposed opt-out config, an open question on a card, and the Float16Module patch in a frame of its own."""

from __future__ import annotations

from .case import Case

REPORT = "four_hundred_ninety_eighth_miro_board_items_json_disable_second_ddp.md"

TITLE = "four-hundred-and-ninety-eighth-round report (a Miro board's items)"
SUMMARY = (
    "Wraps Megatron-LM's megatron.training.training.get_model so that the second DDP construction inside "
    "torch.cuda.stream() is disabled: while the original get_model runs, torch.cuda.stream is swapped for a no-op context "
    "manager, so the DDP wrappers are built on the current stream."
)
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.training.training.get_model.disable_second_ddp",
            "feature.summary": frozenset({None, SUMMARY, "Disable the second DDP construction inside torch.cuda.stream()"}),
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": frozenset({None, "megatron-lm"}),
            "upstream.symbols": {"megatron.training.training.get_model"},
            "implementation.primus": frozenset({None, "primus.backends.megatron.patches.build_model_patches.patch_megatron_get_model_disable_second_ddp"}),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/build_model_patches.py"}),
            "enable.flags": set(),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("torch", None), ("megatron-core", None)},
        },
        required={"feature.id": "megatron.training.training.get_model.disable_second_ddp", "upstream.symbols": {"megatron.training.training.get_model"}},
        # The opt-out key (true turns the patch off); the retracted site; the swap the wrapper undoes; the other patch's
        # sites and gate; the label "Patch id: x, backend y." as a summary.
        nowhere=("disable_build_model_patches", "DistributedDataParallel", "torch.cuda.stream'", "Float16Module", "use_torch_fsdp2", "Patch id:"),
        mentioned=("disable_build_model_patches", "Float16Module"),
    ),
}
