"""Round 524: a Docusaurus page in MDX (front matter, imports, <Tabs>/<TabItem>, :::caution admonitions, code blocks
with titles and highlighted lines, <details>): a settings table with an Example column, a shipped config file shown
under its title, a correction admonition, a stale docstring's site, and a hypothetical debug run."""

from __future__ import annotations

from .case import Case
from .names import MODEL_OVERRIDE_ALLOWED

REPORT = "five_hundred_twenty_fourth_docusaurus_mdx_model_override.md"

TITLE = "five-hundred-and-twenty-fourth-round report (a Docusaurus MDX page)"
SITE = "torchtitan.protocols.train_spec.get_train_spec"
CASES = {
    REPORT: Case(
        allowed=MODEL_OVERRIDE_ALLOWED,
        required={"feature.id": "torchtitan.model_override", "upstream.sites": {SITE}, "enable.phase": "setup"},
        # The Example column's values; the shipped config's keys; the stale docstring's site; the YAML comment's word.
        nowhere=("n_layers", "llama3", "405B", "hf_assets_path", "Default", "torchtitan.train_spec", "model_overrides"),
        mentioned=(SITE, "n_layers", "model_overrides"),
    ),
}
