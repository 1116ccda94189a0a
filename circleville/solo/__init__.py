"""Squaring Circleville's solo mode ("08 Solo mode"): the four printed solo players.

`mats` holds the data of the four solo player mats (circleville/data/solo_mats.yaml).
Pure Python: never imports pygame.
"""
