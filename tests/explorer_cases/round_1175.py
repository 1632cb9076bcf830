"""Round 1175: a VB.NET dashboard file whose `'''` XML doc comments (`<summary>`, `<remarks>`, `<para>`, `<c>`,
`<Obsolete>`) carry the findings about `megatron.turbo.aiter_deepbind`: a summary saying it "installs an import hook"
beside "the libmha_bwd.so that TE ships", a condition that TE "must be older than 2.14.0", a taken-back `FusedAttention`
claim, and the neighbour `megatron.turbo.te_spec_provider` whose remarks give `backend_versions=["<0.17"]`."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_seventy_fifth_vbnet_xml_docs_aiter_deepbind.md"

TITLE = "one-thousand-one-hundred-and-seventy-fifth-round report (VB.NET XML doc comments)"
CASES = {
    f"{REPORT}@megatron.turbo.aiter_deepbind": Case(
        allowed={
            "feature.id": "megatron.turbo.aiter_deepbind",
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({"function_wrapping", None}),
            "framework.name": frozenset({"megatron-lm", None}),
            "implementation.primus_file": frozenset({"primus/backends/megatron/patches/turbo/aiter_deepbind_patches.py", None}),
            "upstream.symbols": {"importlib.import_module"},
            "enable.flags": {("enable_primus_turbo", True), ("use_turbo_attention", True)},
            "enable.env": {("PRIMUS_AITER_DEEPBIND", "1")},
            "enable.phase": frozenset({"before_train", None}),
            "requires.packages": {("primus_turbo", None), ("transformer_engine", "<2.14.0")},
        },
        required={
            "feature.id": "megatron.turbo.aiter_deepbind",
            "feature.patch_style": "function_wrapping",
            "enable.phase": "before_train",
            "requires.packages": {("primus_turbo", None), ("transformer_engine", "<2.14.0")},
        },
        nowhere=(
            "<0.17",
            "te_spec_provider",
            "TESpecProvider",
            "PrimusTurboSpecProvider",
            "HAVE_TE",
            "FusedAttention",
            "v26.3",
            "2.10",
        ),
        mentioned=(
            "PRIMUS_AITER_DEEPBIND",
            "TESpecProvider",
            "backend_versions",
        ),
    ),
}
