"""Round 879: the explorer's deep-dive written in Lao: packages a line says "ບໍ່ ໃຊ້" (does not use), a version guessed ("ອາດຈະ",
may), two schedule functions a correction takes back, the before_train companion, a supposed config."""

from __future__ import annotations

from .case import Case
from .names import DUMP_PP_AFTER_TRAIN_ALLOWED

REPORT = "eight_hundred_seventy_ninth_lao_deep_dive_dump_pp_data.md"
PATCH = "megatron.pp.dump_pp_data.after_train"

TITLE = "eight-hundred-and-seventy-ninth-round report (a deep-dive in Lao)"
CASES = {
    f"{REPORT}@{PATCH}": Case(
        allowed=DUMP_PP_AFTER_TRAIN_ALLOWED,
        required={
            'feature.id': 'megatron.pp.dump_pp_data.after_train',
            'feature.summary': 'Dump pp schedule data to JSON for visualization',
            'feature.patch_style': 'env_or_lifecycle',
        },
        nowhere=('primus_turbo', 'transformer_engine', '>=0.8.0', 'pp_dump_dir', 'dump_pp_data_interval', 'forward_step'),
        mentioned=(),
    ),
}
