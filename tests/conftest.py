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
