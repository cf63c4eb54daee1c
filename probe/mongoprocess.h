#pragma once

namespace techlog {

// The process-wide part of MongoDriver (mongodriver.h), without libmongoc's headers: the
// programs call it first thing in main().
class MongoProcess {
public:
    // Sets MONGOC_DISABLE_SHM for libmongoc to read when MongoDriver loads it. Before any
    // thread starts: setenv while another thread reads the environment is not safe; MongoDriver
    // calls it again and then finds it set and changes nothing.
    static void prepare();
};

}  // namespace techlog
