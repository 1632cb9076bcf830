"""Round 929: the explorer's deep-dive written in Cebuano: a llama4 site a correction takes back ("Pagtul-id: Sayop ang akong
gisulat ... Dili kana tinuod"), a site the patch "WALA mag-rebind" (does not rebind), "wala mag-import sa
`primus_turbo`" (does not import it), a made-up variable ("hinanduraw")."""

from __future__ import annotations

from .case import Case

REPORT = "nine_hundred_twenty_ninth_cebuano_deep_dive_classic_attention.md"

TITLE = "nine-hundred-and-twenty-ninth-round report (a deep-dive in Cebuano)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'torchtitan.primus_turbo.deepseek_v3_classic_attention',
            'feature.summary': 'Use classic DeepSeek-V3 attention and args when requested',
            'feature.patch_style': 'binding_replacement',
            'framework.name': frozenset({None, 'torchtitan'}),
            'enable.phase': 'setup',
            'requires.packages': {('torch', None)},
        },
        required={
            'feature.id': 'torchtitan.primus_turbo.deepseek_v3_classic_attention',
            'feature.summary': 'Use classic DeepSeek-V3 attention and args when requested',
            'feature.patch_style': 'binding_replacement',
            'enable.phase': 'setup',
        },
        nowhere=('llama4', 'model.args.DeepSeekV3ModelArgs', 'primus_turbo', 'PRIMUS_CLASSIC_ATTN'),
        mentioned=(),
    ),
}
