"""For the whole suite: the program's data folder is a fresh temporary one, so no test,
even one that undoes its own patches, ever reads or writes the real user data folder
(tests that need a folder of their own set TOWN_SQUARES_HOME over this)."""
import atexit
import os
import shutil
import tempfile

HOME = tempfile.mkdtemp(prefix="town-squares-tests-")
os.environ["TOWN_SQUARES_HOME"] = HOME
# the window's first language comes from the system's locale: the suite reads English on
# every machine (the tests of that choice set the variables themselves)
os.environ["LANGUAGE"] = "en"
atexit.register(shutil.rmtree, HOME, ignore_errors=True)
# Where Python may not write bytecode (PYTHONDONTWRITEBYTECODE, as on a CI machine), every
# process compiles each module it imports again: the suite starts many (its workers, the
# command line, the probes), so for the run it keeps bytecode in a folder of its own, never
# beside the sources. The first process to load this (the one that starts the workers)
# names the folder; the workers and every process they start inherit it.
if not os.environ.get("PYTHONPYCACHEPREFIX"):
    os.environ["PYTHONPYCACHEPREFIX"] = os.path.join(HOME, "bytecode")
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
