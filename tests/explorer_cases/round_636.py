"""Round 636: a Dropbox Paper document exported as Markdown (tasks, @mentions, comments pasted inline): a retracted
site, a retracted phase, a settings table, the FSDP weight-tying patch beside it with its own version."""

from __future__ import annotations

from .case import Case

REPORT = "six_hundred_thirty_sixth_dropbox_paper_amp_alignment.md"

TITLE = "six-hundred-and-thirty-sixth-round report (a Dropbox Paper document)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'torchtitan.embedding.amp_alignment',
            'feature.summary': frozenset({None, 'Align nn.Embedding outputs with AMP/autocast dtype'}),
            'feature.patch_style': frozenset({None, 'function_wrapping'}),
            'upstream.symbols': {'torch.nn.Embedding.__init__'},
            'implementation.primus': frozenset({None, 'primus.backends.torchtitan.patches.embedding_amp_patches.patch_torchtitan_embedding_amp'}),
            'implementation.primus_file': frozenset({None, 'primus/backends/torchtitan/patches/embedding_amp_patches.py'}),
            'framework.name': 'torchtitan',
            'requires.packages': {('torch', None)},
        },
        required={
            'feature.id': 'torchtitan.embedding.amp_alignment',
            'upstream.symbols': {'torch.nn.Embedding.__init__'},
        },
        nowhere=('torch.nn.functional.embedding', 'before_train', 'apply_fsdp', '2.12'),
        mentioned=('torch.nn.Embedding.__init__', 'primus_turbo.enable_embedding_autocast'),
    ),
}
