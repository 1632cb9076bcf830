"""Round 46: in French."""

from __future__ import annotations

from .case import Case
from .names import FRENCH

TITLE = "forty-sixth-round report (in French)"
CASES = {
    FRENCH: Case(
        allowed={
            "feature.id": "megatron.gpt.decoder_layer_specs",
            "feature.summary": frozenset(
                {
                    None,
                    (
                        "Le patch megatron.gpt.decoder_layer_specs (backend megatron, phase before_train, priority=42) remplace la fonction "
                        "Megatron get_gpt_decoder_layer_specs par la version Primus, qui sait construire un modèle LFM2 (Liquid AI) : "
                        "certaines couches du décodeur sont des couches « conv » (Lfm2ShortConv, une convolution courte causale) au lieu "
                        "d'une attention complète."
                    ),
                }
            ),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.core.models.gpt.gpt_layer_specs.get_gpt_decoder_layer_specs"},
            "enable.phase": "before_train",
            "requires.packages": {("transformer_engine", None), ("transformers", None)},
        },
        required={
            "feature.id": "megatron.gpt.decoder_layer_specs",
            "upstream.symbols": {"megatron.core.models.gpt.gpt_layer_specs.get_gpt_decoder_layer_specs"},
            "enable.phase": "before_train",
        },
        nowhere=(
            "<0.17",  # "Le compagnon ..., lui, a backend_versions=["<0.17"]": the companion's gate
            "te_spec_provider",
            "lfm_layer_types",  # "uniquement lorsque lfm_layer_types est renseigné"
        ),
        mentioned=(
            "megatron.core.models.gpt.gpt_layer_specs.get_gpt_decoder_layer_specs",
            "lfm_layer_types",
            "use_kitchen",
            "moe_layer_freq",
        ),
    ),
}
