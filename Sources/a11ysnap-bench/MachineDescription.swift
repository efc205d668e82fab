import Foundation

/// One line naming the machine a benchmark ran on.
enum MachineDescription {
    static var current: String {
        let info = ProcessInfo.processInfo
        let memory = Double(info.physicalMemory) / 1_073_741_824
        return "\(cpuModel), \(info.activeProcessorCount) cores, \(String(format: "%.0f", memory)) GiB, "
            + info.operatingSystemVersionString
    }

    private static var cpuModel: String {
        guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
              let line = text.split(separator: "\n").first(where: { $0.hasPrefix("model name") }),
              let name = line.split(separator: ":", maxSplits: 1).last else { return "unknown CPU" }
        return name.trimmingCharacters(in: .whitespaces)
    }
}
