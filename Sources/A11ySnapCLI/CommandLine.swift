import Foundation
public enum A11ySnapCommandLine { public static func main(arguments: [String]) -> Int32 { 0 } }
