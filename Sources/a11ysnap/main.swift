import A11ySnapCLI
A11ySnapCommandLine.runAsProcess()
