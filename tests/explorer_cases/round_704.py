"""Round 704: the explorer's inventory of the seven TorchTitan Turbo patches, then one deep-dive: a site a correction
quote takes back, the float8 companion's symbols, supposed keys, torchao and a variable the patch does not use."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_fourth_explorer_inventory_turbo_mx_linear.md"

TITLE = "seven-hundred-and-fourth-round report (an explorer inventory of Turbo patches)"
CASES = {
    REPORT: Case(
        allowed={
            'implementation.primus_file': frozenset({None, 'primus/backends/torchtitan/components/quantization/mx.py'}),
            'feature.id': 'torchtitan.primus_turbo.turbo_mx_linear',
            'feature.summary': frozenset({None, 'Use Primus-Turbo MXLinear and model converter'}),
            'feature.patch_style': frozenset({None, 'binding_replacement'}),
            'upstream.symbols': {'torchtitan.components.quantization.mx.MXLinearConverter'},
            'implementation.turbo': 'primus_turbo.pytorch.modules.Float8Linear',
            'framework.name': frozenset({None, 'torchtitan'}),
            'enable.phase': 'setup',
            'requires.packages': {('primus_turbo', None), ('torch', None)},
        },
        required={
            'feature.id': 'torchtitan.primus_turbo.turbo_mx_linear',
            'upstream.symbols': {'torchtitan.components.quantization.mx.MXLinearConverter'},
            'implementation.turbo': 'primus_turbo.pytorch.modules.Float8Linear',
            'enable.phase': 'setup',
        },
        nowhere=(
            'torchao', 'quantize.linear.mx', 'use_moe_fp8', 'transformer_engine', 'PRIMUS_TURBO_MX_LINEAR',
            'Float8LinearConverter',
        ),
        mentioned=('torchtitan.components.quantization.mx.MXLinearConverter',),
    ),
}
