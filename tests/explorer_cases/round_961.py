"""Round 961: a blog article's source (front matter, liquid tags for embeds, details and math): a Turbo branch "belongs to
other callers, not this patch", an update taking back that the patch needs `primus_turbo` ("I said above that the
patch needs `primus_turbo` installed. That's wrong."), the zero-bubble neighbours, a hypothetical config."""

from __future__ import annotations

from .case import Case
from .names import LEGACY_GROUPED_ALLOWED

REPORT = "nine_hundred_sixty_first_devto_article_legacy_grouped_mlp_wgrad_split.md"

TITLE = "nine-hundred-and-sixty-first-round report (a blog article's source with liquid tags)"
CASES = {
    REPORT: Case(
        allowed={
            **LEGACY_GROUPED_ALLOWED,
            'feature.summary': frozenset({None, 'Patch legacy GroupedMLP.forward to split wgrad for pipeline parallelism'}),
            'constraints': {('bf16', '==', True), ('permuted_probs', '!=', None)},
        },
        required={
            'feature.id': 'megatron.pp.legacy_grouped_mlp_wgrad_split',
            'upstream.symbols': {'megatron.core.transformer.moe.experts.GroupedMLP.forward'},
            'enable.phase': 'before_train',
        },
        nowhere=('primus_turbo', 'enable_primus_turbo', 'turbo-gg'),
        mentioned=(),
    ),
}
