"""Round 1086: a port team's findings kept as BibTeX entries (title, abstract, note and annote fields in TeX): "Correction
to the abstract above: it does not wrap \\texttt{te\\_general\\_gemm} at all", a neighbour entry, a made-up launcher
key."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_eighty_sixth_bibtex_findings_gemm_workspace_helper.md"

TITLE = "one-thousand-and-eighty-sixth-round report (a BibTeX findings database)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.te.general_gemm_workspace_helper',
            'feature.summary': frozenset({'Patch Megatron te_general_gemm workspace helper for TE compatibility', None}),
            'feature.patch_style': frozenset({'binding_replacement', None}),
            'framework.name': frozenset({'megatron-lm', None}),
            'upstream.symbols': {'megatron.core.extensions.transformer_engine._get_workspace'},
            'implementation.primus': frozenset({'primus.backends.transformer_engine.pytorch.module.base.get_workspace', None}),
            'implementation.primus_file': frozenset({'primus/backends/megatron/patches/te_patches/general_gemm_workspace_patches.py', 'primus/backends/transformer_engine/pytorch/module/base.py', None}),
            'requires.packages': {('megatron-core', None), ('transformer_engine', None)},
            'enable.phase': frozenset({'before_train', None}),
        },
        required={
            'feature.id': 'megatron.te.general_gemm_workspace_helper',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'megatron.core.extensions.transformer_engine._get_workspace'},
        },
        nowhere=(
            'te_general_gemm', 'tp_comm_overlap', 'disable_te_workspace_helper', 'PORT_TE_WS',
            'te_workspace_helper', 'initialize_ub', 'primus_turbo', '2.4.0',
        ),
        mentioned=(),
    ),
}
