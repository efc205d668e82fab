@_exported import A11ySnapshot
@_exported import A11ySnapshotAssertions
