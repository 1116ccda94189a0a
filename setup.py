"""Everything about the package is in pyproject.toml; this adds one rule setuptools has no
setting for: the assets folder ships as data only. Its modules (the sprite and sound
generators) are build tools run from a checkout, never by the game, so the wheel leaves
them out."""
from setuptools import setup
from setuptools.command.build_py import build_py

DATA_ONLY = {"assets"}


class BuildPy(build_py):
    def find_package_modules(self, package, package_dir):
        if package in DATA_ONLY:
            return []
        return super().find_package_modules(package, package_dir)


if __name__ == "__main__":   # as setuptools runs it (a test imports BuildPy alone)
    setup(cmdclass={"build_py": BuildPy})
