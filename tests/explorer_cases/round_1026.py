"""Round 1026: a Slurm job's output file whose lines srun labels with their task (the job's environment, torchrun's and NCCL's
logs, a validation script's [INFO]/[WARN] findings): NCCL's "dlerror=librccl-net.so", a second site a [WARN] CORRECTION
takes back, the V4 and Kimi neighbours, a hypothetical switch."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_twenty_sixth_slurm_job_output_deepseek_v4_flops_reporting.md"

TITLE = "one-thousand-and-twenty-sixth-round report (a Slurm job's output)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.deepseek_v4.flops_reporting',
            'feature.summary': "DeepSeek-V4: replace Megatron's GPT/MLA-shaped num_floating_point_operations with a V4 closed form (Q LoRA + single-latent KV + grouped low-rank O at S * hc_mult, plus Compressor / Indexer side paths and MTP per-depth full inner layer cost). Falls through byte-for-byte for non-V4 model types.",
            'feature.patch_style': 'function_wrapping',
            'implementation.primus': 'primus.backends.megatron.patches.deepseek_v4_flops_patches.compute_v4_flops',
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/deepseek_v4_flops_patches.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
        },
        required={
            'feature.id': 'megatron.deepseek_v4.flops_reporting',
            'feature.summary': "DeepSeek-V4: replace Megatron's GPT/MLA-shaped num_floating_point_operations with a V4 closed form (Q LoRA + single-latent KV + grouped low-rank O at S * hc_mult, plus Compressor / Indexer side paths and MTP per-depth full inner layer cost). Falls through byte-for-byte for non-V4 model types.",
            'feature.patch_style': 'function_wrapping',
            'implementation.primus': 'primus.backends.megatron.patches.deepseek_v4_flops_patches.compute_v4_flops',
            'enable.phase': 'before_train',
        },
        nowhere=(
            'get_tensor_shapes', 'dlerror', 'v4_flops_reporting.enabled', 'kimi_k3', 'zebra_llama', 'primus_turbo',
            'OMP_NUM_THREADS',
        ),
        mentioned=(),
    ),
}
