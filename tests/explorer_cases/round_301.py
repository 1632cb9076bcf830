"""Round 301: a Zim desktop wiki page: Zim's header, "====== Title ======" headings, ''verbatim'' names, a ''' code
block, a phase struck through, checks nested under "Only when the degree is > 1:", and "My first read was that it wraps
..." taken back."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_first_zim_page_hsdp_args.md"

TITLE = "three-hundred-and-first-round report (a Zim wiki page)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.args.hsdp",
            "feature.summary": frozenset(
                {
                    None,
                    (
                        "takes the Primus-only config key data_parallel_replicate_degree (Megatron's arg builder does not know "
                        "it and would drop it) and copies it onto the Megatron args namespace."
                    ),
                }
            ),
            "feature.patch_style": frozenset({None, "config_rewrite"}),
            "framework.name": "megatron-lm",
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/args/hsdp_args_patches.py"}),
            "enable.phase": frozenset({None, "build_args"}),
        },
        required={"feature.id": "megatron.args.hsdp"},
        # The checks that hold only when the degree is > 1; the code block's condition; the first read taken back; the
        # struck phase.
        nowhere=("use_torch_fsdp2", "ckpt_format", "replicate_degree", "initialize_model_parallel", "function_wrapping", "before_train"),
        mentioned=("use_torch_fsdp2", "ckpt_format"),
    ),
}
