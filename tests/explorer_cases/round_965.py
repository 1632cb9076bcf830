"""Round 965: a documentation page written in MDX (steps, notes, warnings, parameter fields, a code group, accordions), each
component's text indented under its tag: "There is no `condition=`" inside a step, a shipped model config beside a
hypothetical switch, a correction in a warning, the embedding neighbour."""

from __future__ import annotations

from .case import Case
from .names import MODEL_OVERRIDE_ALLOWED

REPORT = "nine_hundred_sixty_fifth_mintlify_mdx_model_override.md"

TITLE = "nine-hundred-and-sixty-fifth-round report (a documentation page in MDX with components)"
CASES = {
    REPORT: Case(
        allowed={
            **MODEL_OVERRIDE_ALLOWED,
        },
        required={
            'feature.id': 'torchtitan.model_override',
            'feature.summary': 'Override TorchTitan model args dynamically via config',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'torchtitan.protocols.train_spec.get_train_spec'},
            'enable.phase': 'setup',
        },
        nowhere=('llama3', '405B', 'hf_assets_path', 'n_layers', 'model_override:', 'amp_alignment', 'JobConfig.model'),
        mentioned=(),
    ),
}
