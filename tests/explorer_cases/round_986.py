"""Round 986: the explorer's deep-dive written in Lingala: an alias a correction takes back ("Nalobaki likolo ... Yango ezali
mabe"), a hypothetical example "ya likanisi", the hybrid neighbours "patch ya pembeni"."""

from __future__ import annotations

from .case import Case

REPORT = "nine_hundred_eighty_sixth_lingala_deep_dive_gdn_config.md"

TITLE = "nine-hundred-and-eighty-sixth-round report (a deep-dive in Lingala)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.transformer.gdn_config',
            'feature.patch_style': 'config_rewrite',
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
            'requires.packages': {('megatron-core', None)},
        },
        required={
            'feature.id': 'megatron.transformer.gdn_config',
            'feature.patch_style': 'config_rewrite',
            'enable.phase': 'before_train',
        },
        nowhere=('megatron.core.transformer.TransformerConfig', 'enable_gdn_config', 'PRIMUS_GDN_CONFIG', 'init_method_normal'),
        mentioned=(),
    ),
}
