"""What a run is told: suite files, ad-hoc suites from flags, the project's folders, starter files."""
