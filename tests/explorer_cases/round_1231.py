"""Round 1231: a squashed commit message with trailers (Signed-off-by, Co-authored-by, Reviewed-by, Fixes) and the
port's diffstat: the DualPipeV and flex-attention patches beside it, `checkpoint.last_save_in_hf` that reads like the
switch, "not a wrapper", primus_turbo not needed, and one run's TorchTitan, torch and ROCm."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_thirty_first_squashed_commit_dcp_consolidate_fallback.md"

ID = "torchtitan.torch.dcp_consolidate_fallback"
SITE = "torch.distributed.checkpoint._consolidate_hf_safetensors.consolidate_safetensors_files_on_every_rank"
SUMMARY = "Provide a fallback consolidate_safetensors_files_on_every_rank to avoid ImportError in older torch builds"
TITLE = "one-thousand-two-hundred-and-thirty-first-round report (a squashed commit message with its diffstat)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            "feature.summary": frozenset({None, SUMMARY}),
            "feature.patch_style": "binding_replacement",
            "framework.name": "torchtitan",
            # dcp_consolidate_patches.py:79-80: the module in sys.modules and the function on it.
            "upstream.symbols": {SITE, "torch.distributed.checkpoint._consolidate_hf_safetensors"},
            "implementation.primus_file": frozenset({None, "primus/backends/torchtitan/patches/dcp_consolidate_patches.py"}),
            "enable.phase": "setup",
            "requires.packages": {("torch", None)},
        },
        required={
            "feature.id": ID,
            "feature.summary": SUMMARY,
            "feature.patch_style": "binding_replacement",
            "upstream.symbols": {SITE},
            "implementation.primus_file": "primus/backends/torchtitan/patches/dcp_consolidate_patches.py",
            "enable.phase": "setup",
        },
        nowhere=(
            "last_save_in_hf",
            "checkpoint.enable",
            "primus_turbo",
            "dualpipev",
            "ScheduleDualPipeV",
            "pipeline_parallel_schedule",
            "flex_attention",
            "TorchTitanPretrainTrainer",
            "2.12",
            "rocm7",
            "titanlab",
            "function_wrapping",
        ),
        mentioned=(SITE,),
    ),
}
