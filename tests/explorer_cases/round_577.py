"""Round 577: a Threema chat exported as messages.txt ("[05.03.26, 09:41] Name: message", messages over several lines, a
quoted reply, a media placeholder): a gate and phase taken back "Correction to my 09:49 message", the wandb env patch
beside it, the metrics output patch whose registration is commented out, a second copy in the trainer and a made-up
fork key."""

from __future__ import annotations

from .case import Case

REPORT = "five_hundred_seventy_seventh_threema_chat_torchtitan_logger.md"

TITLE = "five-hundred-and-seventy-seventh-round report (a Threema chat export)"
PATCH = "torchtitan.logger"
SITES = {"torchtitan.tools.logging.logger", "torchtitan.tools.logging.init_logger"}
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": PATCH,
            "feature.summary": frozenset(
                {
                    None,
                    "Redirect TorchTitan logger to Primus unified logger",
                    "redirects TorchTitan's logging to Primus's unified logger, so TorchTitan's messages get Primus's format, filtering and destination.",
                }
            ),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": frozenset({None, "torchtitan"}),
            "upstream.symbols": SITES,
            "upstream.aliases": set(),
            "implementation.primus_file": frozenset({None, "primus/backends/torchtitan/patches/logger_patches.py"}),
            "enable.flags": set(),
            "enable.env": set(),
            "enable.phase": frozenset({None, "setup"}),
            "requires.packages": {("torchtitan", None)},
        },
        # The chat read message by message: the id the registration names, not the one whose decorator is commented out.
        required={"feature.id": PATCH, "upstream.symbols": SITES, "enable.phase": "setup"},
        # The retracted gate and phase; the wandb patch's variables; the metrics patch's site; the made-up key.
        nowhere=("enable_wandb", "before_train", "WANDB_PROJECT", "MetricsProcessor", "use_primus_logger", "output_format"),
        mentioned=("metrics.enable_wandb", "MetricsProcessor.log"),
    ),
}
