"""Round 256: a reply saved as an .eml file, its text/plain and text/html parts both quoted-printable (names cut by soft
line breaks, "=3D" for "="), the wrong phase corrected, the patch's ten config keys, the sibling patch that wraps
`TransformerConfig.__post_init__` described in a sentence a semicolon inside parentheses cuts, and open questions."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_fifty_sixth_mime_mail_gdn_config.md"

TITLE = "two-hundred-and-fifty-sixth-round report (mail with quoted-printable MIME parts)"
_FILE = "primus/backends/megatron/patches/gdn_config_patches.py"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.transformer.gdn_config",
            "framework.name": "megatron-lm",
            "implementation.primus_file": frozenset({None, _FILE}),
            "enable.phase": "before_train",
        },
        required={"feature.id": "megatron.transformer.gdn_config", "enable.phase": "before_train"},
        # The sibling's style, flag and hook; the phase taken back; the mail's own headers and encoding.
        nowhere=("function_wrapping", "output_layer_init_method", "__post_init__", "build_args", "charset", "=3D"),
        mentioned=("use_short_conv", "use_fla_triton_kda", "linear_conv_kernel_dim", "build_args"),
    ),
}
