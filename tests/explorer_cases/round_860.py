"""Round 860: Markdown written the old way (Setext headings, reference links, indented code, hard-wrapped prose): a site the
paragraph after it takes back, a hypothetical dtype key in an indented block, two neighbours, packages named as
unused."""

from __future__ import annotations

from .case import Case

REPORT = "eight_hundred_sixtieth_setext_markdown_amp_alignment.md"

TITLE = "eight-hundred-and-sixtieth-round report (Markdown written the old way)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'torchtitan.embedding.amp_alignment',
            'feature.summary': 'Align nn.Embedding outputs with AMP/autocast dtype',
            'feature.patch_style': 'function_wrapping',
            'implementation.primus_file': frozenset({None, 'primus/backends/torchtitan/patches/embedding_amp_patches.py'}),
            'framework.name': frozenset({None, 'torchtitan'}),
            'enable.flags': {('primus_turbo.enable_embedding_autocast', True)},
            'enable.phase': 'setup',
            'requires.packages': {('torch', None)},
        },
        required={
            'feature.id': 'torchtitan.embedding.amp_alignment',
            'feature.summary': 'Align nn.Embedding outputs with AMP/autocast dtype',
            'feature.patch_style': 'function_wrapping',
            'enable.phase': 'setup',
        },
        nowhere=('embedding_autocast_dtype', 'torch.nn.Embedding.forward', 'enable_primus_turbo', 'transformer_engine'),
        mentioned=(),
    ),
}
