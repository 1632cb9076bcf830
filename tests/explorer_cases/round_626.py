"""Round 626: an Azure AI Speech batch transcription's result (each phrase's lexical, ITN, masked and display readings,
and the whole call again as combined phrases): a site taken back aloud ("scratch that, I was wrong"), a phase taken
back, the absl log-level patch beside it and a hypothetical config key."""

from __future__ import annotations

from .case import Case

REPORT = "six_hundred_twenty_sixth_azure_speech_json_silence_autotune_print.md"

TITLE = "six-hundred-and-twenty-sixth-round report (an Azure AI Speech transcription)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.triton.silence_autotune_print',
            'upstream.symbols': {'triton.knobs.autotuning.print'},
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/triton_autotune_print_patches.py'}),
            'framework.name': 'megatron-lm',
        },
        required={
            'feature.id': 'megatron.triton.silence_autotune_print',
            'upstream.symbols': {'triton.knobs.autotuning.print'},
        },
        nowhere=('_bench', 'after_train', 'absl', 'PRIMUS_VERBOSE_EMERGING_OPTIMIZERS', 'FORK_VERBOSE_TRITON', 'triton_print_autotune'),
        mentioned=('triton.knobs.autotuning.print', 'PRIMUS_VERBOSE_TRITON'),
    ),
}
