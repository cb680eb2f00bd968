import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from hypothesis import HealthCheck, settings  # noqa: E402

settings.register_profile(
    "cardtable",
    deadline=None,
    max_examples=int(os.environ.get("CARDTABLE_HYPOTHESIS_EXAMPLES", "40")),
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
settings.load_profile("cardtable")

import pytest  # noqa: E402

# Tests read English unless they ask for another language (the `german`
# fixture), whatever the machine's own language is.
os.environ["LANGUAGE"] = "en"
from cardtable.engine import i18n as _i18n  # noqa: E402

_i18n.set_language("en")


@pytest.fixture
def german():
    """Speak German (window and game texts) for one test, English again after."""
    from cardtable.app.language import install_language

    install_language("de")
    try:
        yield
    finally:
        install_language("en")
