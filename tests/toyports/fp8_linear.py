"""An fp8 GEMM port: the toy Linear's E4M3 path computed tile by tile, 128 rows at a time.

``set_enabled`` rebinds ``Linear`` in ``toyframework.layers.linear``.
``TOYPORT_BUG`` (read at call time) selects a deliberate bug of the fp8 path:

- tail_tile: the rows after the last full 128-row tile (a 16-row tail) are never written;
- bad_columns: 8 of the output columns (one in every 128) come out 50% too large.
"""

import os

import torch
import toyframework.layers.linear as linear_module

UPSTREAM = linear_module.Linear
TILE_ROWS = 128


def bug() -> str:
    return os.environ.get("TOYPORT_BUG", "")


class FP8Linear(UPSTREAM):
    """Same parameters as upstream Linear; the fp8 product computed per 128-row tile."""

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if not linear_module.fp8_active(x):
            return super().forward(x)
        qx, sx = linear_module.quantize_e4m3(x)
        qw, sw = linear_module.quantize_e4m3(self.weight)
        rows = qx.reshape(-1, qx.shape[-1]).float()
        out = torch.zeros(rows.shape[0], qw.shape[0], dtype=torch.float32, device=x.device)
        written = rows.shape[0] - rows.shape[0] % TILE_ROWS if bug() == "tail_tile" else rows.shape[0]
        for start in range(0, written, TILE_ROWS):
            stop = min(start + TILE_ROWS, written)
            out[start:stop] = rows[start:stop] @ qw.float().t()
        out = out / (sx * sw)
        if bug() == "bad_columns":
            out[:, ::128] *= 1.5
        return out.reshape(*x.shape[:-1], qw.shape[0]).to(x.dtype)


def set_enabled(enabled: bool) -> None:
    """Turn the port on or off where the framework binds Linear."""
    linear_module.Linear = FP8Linear if enabled else UPSTREAM
