import importlib
from typing import TYPE_CHECKING

from ..low import _secret  # private
from ..low.core import value  # deep: a module inside low
from ..mid2 import other  # sideways: mid2 shares mid's level

if TYPE_CHECKING:
    from ..high import top  # upward, under TYPE_CHECKING

thing = (_secret, value, other)


def hidden() -> object:
    from ..low import value as again  # start-up time
    from ..base import Error
    return again, Error, importlib.import_module("pkg.high.views")
