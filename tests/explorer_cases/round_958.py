"""Round 958: the explorer's deep-dive written in Haitian Creole: an alias a correction takes back, the TE spec provider
neighbour (two patch ids, so the patch is given), a hypothetical config, optional packages."""

from __future__ import annotations

from .case import Case
from .names import DECODER_LAYER_SPECS_ALLOWED

REPORT = "nine_hundred_fifty_eighth_haitian_creole_deep_dive_decoder_layer_specs.md"
PATCH = "megatron.gpt.decoder_layer_specs"

TITLE = "nine-hundred-and-fifty-eighth-round report (a deep-dive in Haitian Creole)"
CASES = {
    f"{REPORT}@{PATCH}": Case(
        allowed={
            **DECODER_LAYER_SPECS_ALLOWED,
            'constraints': {('use_kitchen', '==', False), ('use_transformer_engine', '==', True)},
        },
        required={
            'feature.id': 'megatron.gpt.decoder_layer_specs',
            'feature.patch_style': 'binding_replacement',
            'enable.phase': 'before_train',
        },
        nowhere=('model_provider', 'causal_conv1d', 'primus_turbo', 'PRIMUS_LFM'),
        mentioned=(),
    ),
}
