import Foundation
import A11ySnapCLI
exit(A11ySnapCommandLine.main(arguments: Array(CommandLine.arguments.dropFirst())))
