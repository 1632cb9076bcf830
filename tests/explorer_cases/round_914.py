"""Round 914: a wiki page in Trac's formatting (= headings =, {{{ }}} code, ||tables||, ''italic'', ~~struck~~): a row of peak
values under What it does, the description string labelled in italics, a struck second site, a hypothetical override."""

from __future__ import annotations

from .case import Case

REPORT = "nine_hundred_fourteenth_trac_wiki_page_peak_flops.md"

TITLE = "nine-hundred-and-fourteenth-round report (a Trac wiki page)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'torchtitan.peak_flops',
            'feature.summary': 'Add MI350X/MI355X peak FLOPS so MFU is computed correctly.',
            'upstream.symbols': {'torchtitan.tools.utils.get_peak_flops'},
            'implementation.primus_file': frozenset({None, 'primus/backends/torchtitan/patches/peak_flops_patches.py'}),
            'framework.name': frozenset({None, 'torchtitan'}),
            'enable.phase': 'setup',
        },
        required={
            'feature.id': 'torchtitan.peak_flops',
            'feature.summary': 'Add MI350X/MI355X peak FLOPS so MFU is computed correctly.',
            'upstream.symbols': {'torchtitan.tools.utils.get_peak_flops'},
            'enable.phase': 'setup',
        },
        nowhere=('2500e12', 'torchtitan.components.metrics', 'PRIMUS_PEAK_FLOPS_OVERRIDE', 'primus_turbo'),
        mentioned=(),
    ),
}
