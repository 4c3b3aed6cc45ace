import Dispatch
import Foundation

/// One way of doing an operation, timed against the others in the same run.
struct Contender {
    /// The `i`-th call: inputs are walked with `i`, so consecutive calls see different inputs.
    let call: (Int) -> String?
    /// Whether a result is right enough to be worth timing (checked once, before any timing).
    let check: (String?) -> Bool
    /// Calls `from..<from + count`, returning the bytes produced (so that nothing is optimized
    /// away). Built here, around the call, so that the optimizer can inline the call into the loop.
    let run: (Int, Int) -> Int

    @inline(__always)
    init(call: @escaping (Int) -> String?, check: @escaping (String?) -> Bool) {
        self.call = call
        self.check = check
        self.run = { from, count in
            var bytes = 0
            for index in from..<from + count { bytes &+= call(index)?.utf8.count ?? 0 }
            return bytes
        }
    }
}

/// A contender whose output failed its check: timing it would measure a broken path.
struct BrokenPathError: Error, CustomStringConvertible {
    let operation: String
    let locale: String
    let contender: String
    let output: String?
    var description: String { "\(operation) \(locale): \(contender) gave \(output.map { "\"\($0)\"" } ?? "nil"), not speech" }
}

/// Timing: each contender is checked once, calibrated to batches of about `batchNanoseconds`, then
/// the contenders run in alternation, one batch each per round, rotating who goes first, so that
/// a load change on the (shared) machine hits all of them alike. Each contender's figure is the
/// median over rounds of its batch's ns per call, counted in CPU time of the benchmarking thread
/// (time spent waiting for a core while other processes run is left out).
struct BenchmarkHarness {
    let batchNanoseconds: UInt64
    let rounds: Int

    static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    /// Median ns per call of each contender, in order.
    func measure(_ contenders: [Contender]) -> [Double] {
        var sizes = contenders.map(calibratedBatch)
        // Far from the calibration calls (which start at 0), so that the memo cannot remember them.
        var positions = Array(repeating: 1 << 19, count: contenders.count)
        var samples = Array(repeating: [Double](), count: contenders.count)
        for round in 0..<rounds {
            for offset in 0..<contenders.count {
                let index = (round + offset) % contenders.count
                let elapsed = Self.time(contenders[index], calls: sizes[index], from: positions[index])
                positions[index] += sizes[index]
                samples[index].append(Double(elapsed) / Double(sizes[index]))
            }
        }
        sizes.removeAll()
        return samples.map(Self.median)
    }

    /// Calls in a batch of about `batchNanoseconds`, after a first untimed call.
    private func calibratedBatch(_ contender: Contender) -> Int {
        var calls = 1
        while true {
            let elapsed = max(Self.time(contender, calls: calls, from: 0), 1)
            if elapsed >= batchNanoseconds / 4 || calls >= 1 << 22 {
                return max(1, Int(Double(calls) * Double(batchNanoseconds) / Double(elapsed)))
            }
            calls *= 4
        }
    }

    /// CPU time of this thread for `calls` calls: on a machine shared with other work, time spent
    /// waiting for a core is not counted (their effect on caches still is).
    private static func time(_ contender: Contender, calls: Int, from position: Int) -> UInt64 {
        let start = threadCPU()
        let bytes = contender.run(position, calls)
        let elapsed = threadCPU() - start
        consume(bytes)
        return elapsed
    }

    /// Two threads against one, for each of `calls`, the contenders alternating round by round
    /// like `measure` (so that a change in the machine's load hits them alike), medians:
    /// - `one`, `two`: wall-clock ns per call alone, and effectively per call with two threads at
    ///   once; the throughput gain is `one / two` (at most 2 on 2 cores, less when other
    ///   processes hold a core).
    /// - `oneCPU`, `twoCPU`: CPU time per call of the threads themselves; contention between the
    ///   two threads (locks, shared cache lines) shows as `twoCPU` above `oneCPU`, so
    ///   `2 * oneCPU / twoCPU` is the gain with two free cores.
    ///
    /// A call gets (thread, i): thread 0 alone, threads 0 and 1 together, so that each thread can
    /// read inputs of its own (two threads retaining the same input `String` would share its
    /// reference count, which no app's two threads do with their own labels).
    func threads(_ calls: [@Sendable (Int, Int) -> String?]) -> [(one: Double, two: Double, oneCPU: Double, twoCPU: Double)] {
        let contenders = calls.map { call in Contender(call: { call(0, $0) }, check: { _ in true }) }
        let sizes = contenders.map { calibratedBatch($0) * 4 }
        var one = Array(repeating: [Double](), count: calls.count), two = one, oneCPU = one, twoCPU = one
        // Every batch gets inputs no earlier batch used (random inputs must miss the memo).
        var positions = Array(repeating: 1 << 19, count: calls.count)
        func alone(_ index: Int) {
            let start = Self.now()
            oneCPU[index].append(Double(Self.time(contenders[index], calls: sizes[index], from: positions[index])) / Double(sizes[index]))
            one[index].append(Double(Self.now() - start) / Double(sizes[index]))
            positions[index] += sizes[index]
        }
        func together(_ index: Int) {
            let (wall, cpu) = runTwo(calls[index], calls: sizes[index], from: positions[index])
            two[index].append(wall / Double(2 * sizes[index]))
            twoCPU[index].append(cpu / Double(2 * sizes[index]))
            positions[index] += 2 * sizes[index]
        }
        for index in calls.indices { together(index) }  // warms both threads (memo, first-use state)
        two = two.map { _ in [] }
        twoCPU = twoCPU.map { _ in [] }
        for round in 0..<rounds {
            for offset in calls.indices {
                let index = (round + offset) % calls.count
                if round % 2 == 0 { alone(index); together(index) } else { together(index); alone(index) }
            }
        }
        return calls.indices.map { (Self.median(one[$0]), Self.median(two[$0]), Self.median(oneCPU[$0]), Self.median(twoCPU[$0])) }
    }

    /// Wall time of two threads making `calls` calls each, on different inputs, and their CPU time.
    private func runTwo(_ call: @escaping @Sendable (Int, Int) -> String?, calls: Int, from position: Int) -> (wall: Double, cpu: Double) {
        let cpu = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: 2)
        defer { cpu.deallocate() }
        cpu.initialize(repeating: 0)
        let times = UncheckedSendable(cpu)
        let start = Self.now()
        DispatchQueue.concurrentPerform(iterations: 2) { thread in
            let cpuStart = Self.threadCPU()
            var bytes = 0
            let first = position + thread * calls
            for index in first..<first + calls { bytes &+= call(thread, index)?.utf8.count ?? 0 }
            consume(bytes)
            times.value[thread] = Self.threadCPU() - cpuStart
        }
        return (Double(Self.now() - start), Double(cpu[0] + cpu[1]))
    }

    /// CPU time of the calling thread, ns.
    static func threadCPU() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }
}

/// Keeps a result alive in the optimizer's eyes.
@inline(never)
func consume(_ value: Int) {
    if value == Int.min { print("") }
}

/// Hands a buffer that each thread writes at its own index to `concurrentPerform`.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
