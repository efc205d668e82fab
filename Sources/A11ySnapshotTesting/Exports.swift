@_exported import A11ySnapshot
