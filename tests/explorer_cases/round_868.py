"""Round 868: a cluster's config map in YAML whose data holds the explorer's deep-dive as a block of Markdown and the writer's
notes: a second site a note takes back, a hypothetical gated config, two neighbours."""

from __future__ import annotations

from .case import Case
from .names import MODEL_OVERRIDE_ALLOWED

REPORT = "eight_hundred_sixty_eighth_configmap_yaml_model_override.md"

TITLE = "eight-hundred-and-sixty-eighth-round report (a cluster config map holding the deep-dive)"
CASES = {
    REPORT: Case(
        allowed=MODEL_OVERRIDE_ALLOWED,
        required={
            'feature.id': 'torchtitan.model_override',
            'feature.summary': 'Override TorchTitan model args dynamically via config',
            'feature.patch_style': 'function_wrapping',
            'enable.phase': 'setup',
        },
        nowhere=(
            'torchtitan.protocols.get_train_spec', 'model_override.enable', 'deepseek_v3_classic_attention', 'mock_hf_dataset',
            'primus_turbo',
        ),
        mentioned=(),
    ),
}
