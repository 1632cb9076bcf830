"""Round 999: a Pandoc document with fenced callout divs, spans classed as marked or struck through (a Turbo gate struck),
cross references and a YAML header: a correction callout, the weight-tying and float8 neighbours, a hypothetical
dtype key."""

from __future__ import annotations

from .case import Case

REPORT = "nine_hundred_ninety_ninth_quarto_fenced_divs_embedding_amp_alignment.md"

TITLE = "nine-hundred-and-ninety-ninth-round report (a Pandoc document with fenced divs and classed spans)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'torchtitan.embedding.amp_alignment',
            'feature.summary': 'Align nn.Embedding outputs with AMP/autocast dtype',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'torch.nn.Embedding.__init__'},
            'implementation.primus_file': frozenset({None, 'primus/backends/torchtitan/patches/embedding_amp_patches.py'}),
            'framework.name': frozenset({None, 'torchtitan'}),
            'enable.phase': 'setup',
            'requires.packages': {('torch', None)},
        },
        required={
            'feature.id': 'torchtitan.embedding.amp_alignment',
            'feature.summary': 'Align nn.Embedding outputs with AMP/autocast dtype',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'torch.nn.Embedding.__init__'},
            'enable.phase': 'setup',
        },
        nowhere=('enable_primus_turbo', 'embedding_autocast_dtype', 'weight_tying', 'primus_turbo.use_turbo_float8'),
        mentioned=(),
    ),
}
