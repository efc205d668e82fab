// The C library functions and constants the checked code calls, as Swift imports Darwin's
// declarations: C `int` is `Int32`, `size_t`/`ssize_t` are `Int`/`Int` (Swift imports
// `size_t` as `Int`), unannotated pointers are implicitly unwrapped optionals. Constants have
// Darwin's values. Declarations only: nothing here runs.

// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/usr/include/unistd.h
public func read(_ fd: Int32, _ buf: UnsafeMutableRawPointer!, _ nbyte: Int) -> Int { fatalError() }
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/usr/include/unistd.h
public func write(_ fd: Int32, _ buf: UnsafeRawPointer!, _ nbyte: Int) -> Int { fatalError() }
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/usr/include/unistd.h
public func close(_ fd: Int32) -> Int32 { fatalError() }
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/usr/include/unistd.h
public func fsync(_ fd: Int32) -> Int32 { fatalError() }
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/usr/include/unistd.h
public func unlink(_ path: UnsafePointer<CChar>!) -> Int32 { fatalError() }
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/usr/include/unistd.h
public func getpid() -> pid_t { fatalError() }
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/usr/include/unistd.h
public func getppid() -> pid_t { fatalError() }
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/usr/include/unistd.h
public func isatty(_ fd: Int32) -> Int32 { fatalError() }
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/usr/include/unistd.h
public func access(_ path: UnsafePointer<CChar>!, _ mode: Int32) -> Int32 { fatalError() }
/// `useconds_t` is `__darwin_useconds_t`, `__uint32_t`.
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/usr/include/unistd.h
public func usleep(_ microseconds: useconds_t) -> Int32 { fatalError() }
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/usr/include/stdio.h
public func rename(_ old: UnsafePointer<CChar>!, _ new: UnsafePointer<CChar>!) -> Int32 { fatalError() }
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/usr/include/string.h
public func strerror(_ errnum: Int32) -> UnsafeMutablePointer<CChar>! { fatalError() }
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/usr/include/string.h
public func memcmp(_ s1: UnsafeRawPointer!, _ s2: UnsafeRawPointer!, _ n: Int) -> Int32 { fatalError() }
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/usr/include/stdlib.h
public func exit(_ status: Int32) -> Never { fatalError() }
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/usr/include/stdlib.h
public func setenv(_ name: UnsafePointer<CChar>!, _ value: UnsafePointer<CChar>!, _ overwrite: Int32) -> Int32 { fatalError() }
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/usr/include/stdlib.h
public func getenv(_ name: UnsafePointer<CChar>!) -> UnsafeMutablePointer<CChar>! { fatalError() }
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/usr/include/signal.h
public func kill(_ pid: pid_t, _ sig: Int32) -> Int32 { fatalError() }
/// The handler type `void (*)(int)`; `SIG_IGN` is the overlay's `sig_t` constant.
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/usr/include/sys/signal.h
public typealias sig_t = @convention(c) (Int32) -> Void
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/usr/include/sys/signal.h
public func signal(_ sig: Int32, _ handler: sig_t!) -> sig_t! { fatalError() }
// From: swiftlang/swift stdlib/public/Platform/Platform.swift
public var SIG_IGN: sig_t { fatalError() }
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/usr/include/sys/signal.h
public var SIGKILL: Int32 { 9 }
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/usr/include/sys/signal.h
public var SIGPIPE: Int32 { 13 }
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/usr/include/dlfcn.h
public func dlopen(_ path: UnsafePointer<CChar>!, _ mode: Int32) -> UnsafeMutableRawPointer! { fatalError() }
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/usr/include/dlfcn.h
public func dlsym(_ handle: UnsafeMutableRawPointer!, _ symbol: UnsafePointer<CChar>!) -> UnsafeMutableRawPointer! { fatalError() }
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/usr/include/dlfcn.h
public var RTLD_NOW: Int32 { 0x2 }
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/usr/include/dlfcn.h
public var RTLD_LOCAL: Int32 { 0x4 }
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/usr/include/pthread.h
public func pthread_equal(_ t1: pthread_t!, _ t2: pthread_t!) -> Int32 { fatalError() }
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/usr/include/math.h
public func pow(_ x: Double, _ y: Double) -> Double { fatalError() }
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/usr/include/math.h
public func round(_ x: Double) -> Double { fatalError() }

/// The Darwin overlay's `open`: the variadic C function as two Swift functions.
// From: swiftlang/swift stdlib/public/Platform/Platform.swift
public func open(_ path: UnsafePointer<CChar>, _ oflag: Int32) -> Int32 { fatalError() }
// From: swiftlang/swift stdlib/public/Platform/Platform.swift
public func open(_ path: UnsafePointer<CChar>, _ oflag: Int32, _ mode: mode_t) -> Int32 { fatalError() }
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/usr/include/sys/fcntl.h
public var O_RDONLY: Int32 { 0x0000 }
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/usr/include/sys/fcntl.h
public var O_WRONLY: Int32 { 0x0001 }
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/usr/include/sys/fcntl.h
public var O_APPEND: Int32 { 0x0008 }
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/usr/include/sys/fcntl.h
public var O_NOFOLLOW: Int32 { 0x0100 }
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/usr/include/sys/fcntl.h
public var O_CREAT: Int32 { 0x0200 }
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/usr/include/sys/fcntl.h
public var O_EXCL: Int32 { 0x0800 }
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/usr/include/sys/fcntl.h
public var O_CLOEXEC: Int32 { 0x1000000 }

/// `struct stat` (the 64-bit-inode layout), with the fields the code reads.
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/usr/include/sys/stat.h
public struct stat {
    public var st_dev: Int32 = 0
    public var st_mode: mode_t = 0
    public var st_nlink: UInt16 = 0
    public var st_ino: UInt64 = 0
    public var st_uid: UInt32 = 0
    public var st_gid: UInt32 = 0
    public var st_size: off_t = 0
    public init() {}
}
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/usr/include/sys/stat.h
public func fstat(_ fd: Int32, _ buf: UnsafeMutablePointer<stat>!) -> Int32 { fatalError() }
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/usr/include/sys/stat.h
public func lstat(_ path: UnsafePointer<CChar>!, _ buf: UnsafeMutablePointer<stat>!) -> Int32 { fatalError() }
/// The overlay declares the file-type masks as `mode_t`.
// From: swiftlang/swift stdlib/public/Platform/Platform.swift
public var S_IFMT: mode_t { 0o170000 }
// From: swiftlang/swift stdlib/public/Platform/Platform.swift
public var S_IFREG: mode_t { 0o100000 }
// From: swiftlang/swift stdlib/public/Platform/Platform.swift
public var S_IFLNK: mode_t { 0o120000 }

/// `struct timeval`: `__darwin_time_t tv_sec` (`long`), `__darwin_suseconds_t tv_usec` (`__int32_t`).
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/usr/include/sys/_types/_timeval.h
public struct timeval {
    public var tv_sec: Int = 0
    public var tv_usec: Int32 = 0
    public init() {}
}
/// `struct rusage`, the fields before the reserved ones.
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/usr/include/sys/resource.h
public struct rusage {
    public var ru_utime = timeval()
    public var ru_stime = timeval()
    public var ru_maxrss: Int = 0
    public init() {}
}
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/usr/include/sys/resource.h
public var RUSAGE_SELF: Int32 { 0 }
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/usr/include/sys/resource.h
public func getrusage(_ who: Int32, _ usage: UnsafeMutablePointer<rusage>!) -> Int32 { fatalError() }
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/usr/include/fnmatch.h
public func fnmatch(_ pattern: UnsafePointer<CChar>!, _ string: UnsafePointer<CChar>!, _ flags: Int32) -> Int32 { fatalError() }
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/usr/include/stdlib.h
public func atexit(_ function: (@convention(c) () -> Void)!) -> Int32 { fatalError() }
