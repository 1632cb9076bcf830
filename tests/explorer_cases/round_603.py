"""Round 603: the report translated into German as a gettext PO file (po4a's "#. type:" comments, "#:" references,
fuzzy flags, msgid and msgstr wrapped into quoted strings with C escapes, tables and a YAML block in no-wrap entries,
one obsolete "#~" entry holding a sentence taken out): an assertion before the rebinding, a table saying a flag stays
off, the TE spec-provider patch beside it and its version range corrected."""

from __future__ import annotations

from .case import Case
from .names import DECODER_LAYER_SPECS, DECODER_LAYER_SPECS_ALLOWED, DECODER_LAYER_SPECS_SITE

REPORT = "six_hundred_third_gettext_po_translation_decoder_layer_specs.md"

TITLE = "six-hundred-and-third-round report (a gettext PO translation)"
# The report's own words for the registered description.
SUMMARY = "Monkey patch get_gpt_decoder_layer_specs to use the Primus implementation when lfm_layer_types is configured for an LFM model."
CASES = {
    REPORT: Case(
        allowed={**DECODER_LAYER_SPECS_ALLOWED, "feature.summary": frozenset({None, SUMMARY}), "requires.platform": frozenset({None, "any"})},
        # Read from the source text: the site a wrapped msgid cuts in two, and the phase outside the obsolete entry.
        required={"feature.id": DECODER_LAYER_SPECS, "upstream.symbols": {DECODER_LAYER_SPECS_SITE}, "enable.phase": "before_train"},
        # The obsolete phase; the asserted flag; the flag that stays off; the other patch's class, gate and range; the
        # PO header's versions.
        nowhere=("build_args", "HAVE_TE", "use_kitchen", "TESpecProvider", "enable_primus_turbo", "0.17", "3.4.2"),
        mentioned=("HAVE_TE", "use_kitchen", "TESpecProvider"),
    ),
}
