"""Round 197: a Japanese blog post (Zenn): a quoted docstring naming FLA's keyword `use_gate_in_kernel=True` as "the
default" (デフォルト), the patch passing `use_gate_in_kernel=False` (を明示して), a note box, a correction of the phase,
and a section "このパッチではないもの" (not this patch's)."""

from __future__ import annotations

from .case import Case

REPORT = "hundred_ninety_seventh_japanese_blog_gdn_rocm_gate.md"

TITLE = "hundred-and-ninety-seventh-round report (a Japanese blog post)"
SITE = "megatron.core.ssm.gated_delta_net.GatedDeltaNet.forward"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.ssm.gdn_rocm_gate",
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({None, "source_rewrite"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {SITE},
            "upstream.aliases": {SITE},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/gdn_rocm_gate_patches.py"}),
            "enable.flags": {("experimental_attention_variant", "gated_delta_net")},
            "enable.phase": frozenset({None, "before_train"}),
            "requires.platform": frozenset({None, "rocm"}),
        },
        required={"feature.id": "megatron.ssm.gdn_rocm_gate", "framework.name": "megatron-lm"},
        nowhere=("use_gate_in_kernel", "build_args", "use_fla_kda_in_kernel_gate", "PRIMUS_FLA", "gdn_config", "fla_runtime_knobs"),
        mentioned=(SITE, "experimental_attention_variant"),
    ),
}
