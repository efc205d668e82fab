@_exported import A11ySnapshot
@_exported import A11ySnapshotAssertions
@_exported import A11ySnapshotXCTest
