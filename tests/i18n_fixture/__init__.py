"""A German catalogue of a few sentences, for the tests of loading and switching languages
(tests/test_i18n.py, tests/ui/test_language_switch.py)."""
