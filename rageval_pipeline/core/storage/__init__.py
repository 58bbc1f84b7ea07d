"""Everything a run writes: the run store over UPath, atomic local writes, frozen replay fixtures."""
