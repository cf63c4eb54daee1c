// techlog-ferretdb: the MongoDB-protocol engine the studio starts for MongoDB probes
// (probe/embeddedferretdb.h). FerretDB embedded through its `ferretdb` package, with the SQLite
// backend in a state folder the caller owns, listening on loopback only.
//
//	techlog-ferretdb -state DIR [-port N]
//
// Prints one line on stdout once it accepts connections: `ready mongodb://127.0.0.1:PORT/`
// (port 0, the default, lets the system pick one). It runs until its stdin reaches end of file
// (the parent keeps a pipe open and closes it to stop it; a parent that dies closes it too),
// SIGTERM or SIGINT, and gets SIGTERM when its parent dies (PR_SET_PDEATHSIG, a second guard).
// Run by hand from a terminal, Ctrl-D stops it.
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/url"
	"os"
	"os/signal"
	"path/filepath"
	"strconv"
	"syscall"
	"time"

	"github.com/FerretDB/FerretDB/ferretdb"
	"golang.org/x/sys/unix"
)

// How long a stop waits for FerretDB to close its connections before exiting anyway.
const shutdownGrace = 250 * time.Millisecond

func main() {
	state := flag.String("state", "", "folder for the SQLite databases (must exist)")
	port := flag.Int("port", 0, "loopback TCP port to listen on (0: any free port)")
	flag.Parse()
	if *state == "" || flag.NArg() != 0 || *port < 0 || *port > 65535 {
		fmt.Fprintln(os.Stderr, "usage: techlog-ferretdb -state DIR [-port N]")
		os.Exit(2)
	}

	// The second guard beside stdin: the kernel sends SIGTERM when the thread that started us
	// ends. Whichever comes first stops the engine the same way.
	_ = unix.Prctl(unix.PR_SET_PDEATHSIG, uintptr(unix.SIGTERM), 0, 0, 0)

	dir, err := filepath.Abs(*state)
	if err != nil {
		fmt.Fprintln(os.Stderr, "techlog-ferretdb:", err)
		os.Exit(1)
	}
	// The SQLite handler wants a file: URI naming an existing folder, ending with a slash;
	// building it as a URL escapes whatever the path holds.
	sqliteURL := (&url.URL{Scheme: "file", Path: dir + "/"}).String()

	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGTERM, syscall.SIGINT)
	defer stop()
	go func() {
		_, _ = io.Copy(io.Discard, os.Stdin)
		stop()
	}()

	logger := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn}))
	// New disables telemetry itself and keeps its state in memory (nothing outside `dir`).
	f, err := ferretdb.New(&ferretdb.Config{
		Listener:  ferretdb.ListenerConfig{TCP: net.JoinHostPort("127.0.0.1", strconv.Itoa(*port))},
		Logger:    logger,
		Handler:   "sqlite",
		SQLiteURL: sqliteURL,
	})
	if err != nil {
		fmt.Fprintln(os.Stderr, "techlog-ferretdb:", err)
		os.Exit(1)
	}

	done := make(chan error, 1)
	go func() { done <- f.Run(ctx) }()

	// New has already bound the listener: the address is known and connections queue.
	fmt.Printf("ready %s\n", f.MongoDBURI())

	select {
	case err := <-done:
		if err != nil {
			fmt.Fprintln(os.Stderr, "techlog-ferretdb:", err)
			os.Exit(1)
		}
	case <-ctx.Done():
		// FerretDB gives connected clients a few seconds to leave; the state is throwaway, so
		// a client still connected (a replay's, cancelled) does not hold the stop up for long.
		select {
		case <-done:
		case <-time.After(shutdownGrace):
		}
	}
}
