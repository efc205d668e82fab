// The terminal and signal API `a11ysnap review` calls (Sources/A11ySnapCLI/RawTerminal.swift), as
// Swift imports Darwin's declarations: C `int` is `Int32`, `unsigned long` is `UInt`, object-like
// macros with small hex values are `Int32`, `c_cc[NCCS]` is a tuple of 20 `cc_t`. Constants have
// Darwin's values. Declarations only: nothing here runs.

/// `typedef unsigned long tcflag_t`.
// From: apple/darwin-xnu bsd/sys/termios.h
public typealias tcflag_t = UInt
/// `typedef unsigned char cc_t`.
// From: apple/darwin-xnu bsd/sys/termios.h
public typealias cc_t = UInt8
/// `typedef long speed_t` in this header (newer SDKs: `unsigned long`); the code never reads it.
// From: apple/darwin-xnu bsd/sys/termios.h
public typealias speed_t = UInt

/// `struct termios`.
// From: apple/darwin-xnu bsd/sys/termios.h
public struct termios {
    public var c_iflag: tcflag_t = 0
    public var c_oflag: tcflag_t = 0
    public var c_cflag: tcflag_t = 0
    public var c_lflag: tcflag_t = 0
    public var c_cc: (cc_t, cc_t, cc_t, cc_t, cc_t, cc_t, cc_t, cc_t, cc_t, cc_t,
                      cc_t, cc_t, cc_t, cc_t, cc_t, cc_t, cc_t, cc_t, cc_t, cc_t)
        = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    public var c_ispeed: speed_t = 0
    public var c_ospeed: speed_t = 0
    public init() {}
}
// From: apple/darwin-xnu bsd/sys/termios.h
public func tcgetattr(_ fd: Int32, _ termios: UnsafeMutablePointer<termios>!) -> Int32 { fatalError() }
// From: apple/darwin-xnu bsd/sys/termios.h
public func tcsetattr(_ fd: Int32, _ action: Int32, _ termios: UnsafePointer<termios>!) -> Int32 { fatalError() }
// From: apple/darwin-xnu bsd/sys/termios.h
public var TCSANOW: Int32 { 0 }
// From: apple/darwin-xnu bsd/sys/termios.h
public var ECHO: Int32 { 0x00000008 }
// From: apple/darwin-xnu bsd/sys/termios.h
public var ISIG: Int32 { 0x00000080 }
// From: apple/darwin-xnu bsd/sys/termios.h
public var ICANON: Int32 { 0x00000100 }
// From: apple/darwin-xnu bsd/sys/termios.h
public var IEXTEN: Int32 { 0x00000400 }
// From: apple/darwin-xnu bsd/sys/termios.h
public var VMIN: Int32 { 16 }
// From: apple/darwin-xnu bsd/sys/termios.h
public var VTIME: Int32 { 17 }

/// `struct winsize`.
// From: apple/darwin-xnu bsd/sys/ttycom.h
public struct winsize {
    public var ws_row: UInt16 = 0
    public var ws_col: UInt16 = 0
    public var ws_xpixel: UInt16 = 0
    public var ws_ypixel: UInt16 = 0
    public init() {}
}
/// `_IOR('t', 104, struct winsize)`, which the overlay spells out because Swift cannot import it.
// From: swiftlang/swift stdlib/public/Platform/TiocConstants.swift
public var TIOCGWINSZ: UInt { 0x40087468 }
/// The overlay's form of the variadic `ioctl` for a pointer argument.
// From: swiftlang/swift stdlib/public/Platform/Platform.swift
public func ioctl(_ fd: Int32, _ request: UInt, _ ptr: UnsafeMutableRawPointer) -> Int32 { fatalError() }

// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/usr/include/unistd.h
public func _exit(_ status: Int32) -> Never { fatalError() }

// From: swiftlang/swift stdlib/public/Platform/Platform.swift
public var SIG_DFL: sig_t? { nil }
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/usr/include/sys/signal.h
public var SIGHUP: Int32 { 1 }
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/usr/include/sys/signal.h
public var SIGINT: Int32 { 2 }
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/usr/include/sys/signal.h
public var SIGTERM: Int32 { 15 }
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/usr/include/sys/signal.h
public var SIG_BLOCK: Int32 { 1 }
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/usr/include/sys/signal.h
public var SIG_SETMASK: Int32 { 3 }
/// `typedef __darwin_sigset_t sigset_t`, a `__uint32_t`.
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/usr/include/sys/signal.h
public typealias sigset_t = UInt32
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/usr/include/signal.h
public func sigemptyset(_ set: UnsafeMutablePointer<sigset_t>!) -> Int32 { fatalError() }
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/usr/include/signal.h
public func sigaddset(_ set: UnsafeMutablePointer<sigset_t>!, _ signo: Int32) -> Int32 { fatalError() }
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/usr/include/signal.h
public func pthread_sigmask(_ how: Int32, _ set: UnsafePointer<sigset_t>!, _ oldset: UnsafeMutablePointer<sigset_t>!) -> Int32 { fatalError() }
